// Interest invokers (https://open-ui.org/components/interest-invokers.explainer/): a link with `interestfor`
// opens the popover it names on hover and focus and the browser closes it on Escape. React passes the
// attribute through; its types do not know it yet.
import 'react';

declare module 'react' {
  interface AnchorHTMLAttributes<T> extends HTMLAttributes<T> {
    interestfor?: string;
  }
}
