import { type ComponentProps, type ReactNode, useId } from 'react';
import { fieldClass, labelClass, messageClass } from '../catalogue/styles';
import { cn } from '../shell/cn';

interface FieldShellProps {
  /** Visible label of the control. */
  label: ReactNode;
  /** The spec's message under the field; marks the control invalid. */
  error?: string | undefined;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Shows a required marker (the rule itself lives in the form's schema). */
  required?: boolean;
}

function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {label}
      {required && (
        <span aria-hidden="true" className="text-accent">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Messages({
  error,
  hint,
  errorId,
  hintId,
}: {
  error?: string | undefined;
  hint: ReactNode;
  errorId: string;
  hintId: string;
}) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={messageClass}>
          {error}
        </p>
      )}
    </>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'>, FieldShellProps {}

/** A labelled text input: label above, the spec's message below, `aria-invalid` and `aria-describedby` wired. */
export function TextField({ label, error, hint, required, className, ...props }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div data-slot="field" className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <input
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        className={fieldClass}
        {...props}
      />
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'>, FieldShellProps {}

/** A labelled multi-line text field. */
export function TextAreaField({ label, error, hint, required, className, ...props }: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div data-slot="field" className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <textarea
        id={ids.id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(fieldClass, 'py-2')}
        {...props}
      />
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'>, FieldShellProps {
  /** Choices of the select: submitted value and visible name. */
  options: { value: string; label: string }[];
  /** First, empty option text (e.g. 'Select…'); none when absent. */
  placeholder?: string;
}

/** A labelled native select (native for the best mobile and assistive-technology support). */
export function SelectField({
  label,
  error,
  hint,
  required,
  options,
  placeholder,
  className,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div data-slot="field" className={className}>
      <Label htmlFor={ids.id} label={label} required={required} />
      <select
        id={ids.id}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        aria-required={required || undefined}
        className={fieldClass}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}

export interface CheckboxFieldProps
  extends Omit<ComponentProps<'input'>, 'children' | 'type'>,
    FieldShellProps {}

/** A checkbox with its label beside it and the message below (newsletter consent, terms). */
export function CheckboxField({ label, error, hint, required, className, ...props }: CheckboxFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div data-slot="field" className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={ids.id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          aria-required={required || undefined}
          className="size-5 shrink-0 accent-ink"
          {...props}
        />
        <label htmlFor={ids.id} className="text-sm">
          {label}
        </label>
      </div>
      <Messages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}
