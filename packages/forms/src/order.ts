/** The longest discount code a customer can type (the shop's codes are far shorter). */
export const COUPON_CODE_MAX_LENGTH = 64;
/** The longest comment an order keeps. */
export const ORDER_COMMENT_MAX_LENGTH = 2000;
