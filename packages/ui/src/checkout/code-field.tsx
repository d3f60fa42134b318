'use client';

import { CHECKOUT_MESSAGES } from '@ironmark/cart-core';
import { X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { fieldClass, labelClass } from '../catalogue/styles';
import { Button } from '../shell';
import { cn } from '../shell/cn';

/** The answer to applying a code: whether it was accepted and the message to show (the server's words). */
export interface CodeResult {
  ok: boolean;
  message: string;
}

/** Texts of a code field; English defaults differ per field. */
export interface CodeFieldLabels {
  label: string;
  apply: string;
  remove: string;
  /** Shown when applying fails without an answer (network error). */
  failed: string;
}

export interface CodeFieldProps {
  /** Checks and applies a code (server-side); its message is shown under the field. */
  onApply: (code: string) => Promise<CodeResult>;
  /** Codes already applied, each with a remove button. */
  applied?: { code: string; description?: string }[];
  /** Removes an applied code; no remove buttons without it. */
  onRemove?: (code: string) => void;
  /** Texts of the field, its buttons and the refusal message. */
  labels: CodeFieldLabels;
  /** Extra classes of the field's wrapper, merged last. */
  className?: string;
}

/**
 * A code input with an Apply button: trims the code, calls `onApply`, and shows the answer — success
 * as a status, refusal as an error under the field. Applied codes are listed with a remove button.
 */
export function CodeField({ onApply, applied = [], onRemove, labels, className }: CodeFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CodeResult | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      const answer = await onApply(value);
      setResult(answer);
      if (answer.ok) setCode('');
    } catch {
      setResult({ ok: false, message: labels.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-slot="code-field" className={cn('flex flex-col gap-2', className)}>
      <form noValidate onSubmit={submit}>
        <label htmlFor={id} className={labelClass}>
          {labels.label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={result && !result.ok ? true : undefined}
            aria-describedby={result ? messageId : undefined}
            onChange={(event) => setCode(event.target.value)}
            className={cn(fieldClass, 'uppercase')}
          />
          <Button
            type="submit"
            variant="secondary"
            feedback={busy ? 'loading' : 'idle'}
            disabled={!code.trim()}
          >
            {labels.apply}
          </Button>
        </div>
      </form>
      <p
        id={messageId}
        role="status"
        className={cn('min-h-5 text-sm', result?.ok ? 'text-success' : 'text-error')}
      >
        {result?.message ?? ''}
      </p>
      {applied.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {applied.map((item) => (
            <li
              key={item.code}
              className="tabular inline-flex items-center gap-1 rounded-xs border border-ink pl-3 text-sm"
            >
              <span className="font-medium uppercase">{item.code}</span>
              {item.description && <span className="text-muted">· {item.description}</span>}
              {onRemove && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`${labels.remove} ${item.code}`}
                  onClick={() => onRemove(item.code)}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** English defaults of the campaign-code field. */
export const defaultCampaignCodeLabels: CodeFieldLabels = {
  label: 'Campaign code',
  apply: 'Apply',
  remove: 'Remove campaign code',
  failed: CHECKOUT_MESSAGES.invalidCampaignCode,
};

/** English defaults of the gift-card field. */
export const defaultGiftCardLabels: CodeFieldLabels = {
  label: 'Gift card code',
  apply: 'Apply',
  remove: 'Remove gift card',
  failed: CHECKOUT_MESSAGES.invalidGiftCard,
};

export interface CampaignCodeFieldProps extends Omit<CodeFieldProps, 'labels'> {
  /** Texts of the field; English defaults. */
  labels?: Partial<CodeFieldLabels>;
}

/** The campaign-code field ('The campaign code used is invalid' comes back from the server on refusal). */
export function CampaignCodeField({ labels, ...props }: CampaignCodeFieldProps) {
  return <CodeField {...props} labels={{ ...defaultCampaignCodeLabels, ...labels }} />;
}

/** The gift-card field ('Invalid gift card code', 'Gift card code is already used' come back on refusal). */
export function GiftCardField({ labels, ...props }: CampaignCodeFieldProps) {
  return <CodeField {...props} labels={{ ...defaultGiftCardLabels, ...labels }} />;
}
