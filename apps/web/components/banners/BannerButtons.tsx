import { type Locale, withLocale } from '@vitrina/locale';
import type { BannerButton } from '@/lib/api/types';
import { CallRequestButton } from './CallRequestButton';

interface BannerButtonsProps {
  locale: Locale;
  buttons: BannerButton[];
  className?: string;
  /** Classes of the first button and of the others (the first is the main action). */
  primary?: string;
  secondary?: string;
}

/** docs/product.md §3 Button: custom_link navigates, call_request opens the order-call form. */
export function BannerButtons({
  locale,
  buttons,
  className,
  primary = 'btn btn--accent',
  secondary = 'btn btn--outline',
}: BannerButtonsProps) {
  if (buttons.length === 0) return null;
  return (
    <div className={className} data-routed="">
      {buttons.map((button, index) => {
        const style = index === 0 ? primary : secondary;
        const key = `${button.type}-${index}`;
        if (button.type === 'call_request')
          return <CallRequestButton key={key} label={button.title} className={style} />;
        if (!button.href) return null;
        return (
          <a key={key} className={style} href={withLocale(locale, button.href)}>
            {button.title}
          </a>
        );
      })}
    </div>
  );
}
