'use client';

import formStyles from './Form.module.css';
import { FieldError, linkedTo } from './FormField';

interface TermsCheckboxProps {
  id: string;
  /** 'Accept termenii și {policy}'. */
  template: string;
  linkText: string;
  newTabNote: string;
  policyHref: string;
  checked: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

/** docs/product.md §3 Registration `terms`: the terms and privacy policy accepted, the policy a link (a new tab). */
export function TermsCheckbox({
  id,
  template,
  linkText,
  newTabNote,
  policyHref,
  checked,
  error,
  onChange,
}: TermsCheckboxProps) {
  const [before, after = ''] = template.split('{policy}');
  return (
    <div>
      <label className={formStyles.choice} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          {...linkedTo(id, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {before}
          <a href={policyHref} target="_blank" rel="noopener">
            {linkText}
            <span className="visually-hidden"> {newTabNote}</span>
          </a>
          {after}
        </span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
