// The shapes this module answers are the storefront's contract; the serializer drops any key not declared there.
export { type HeaderLink, headerLink, type MenuItem, menuItem } from '@vitrina/contract';
