import type { ComponentProps, ReactNode } from 'react';
import { buttonVariants } from './button-variants';
import { cn } from './cn';
import { Link } from './link';

/** Texts of the not-found screen (spec §2). */
export interface NotFoundLabels {
  title: string;
  message: string;
  home: string;
}

/** English defaults of {@link NotFoundLabels}. */
export const defaultNotFoundLabels: NotFoundLabels = {
  title: 'Page not found',
  message: 'The page you requested could not be found',
  home: 'Go to the home page',
};

/** Texts of the error screen (spec §8). */
export interface ErrorScreenLabels {
  title: string;
  code: string;
  message: string;
  home: string;
}

/** English defaults of {@link ErrorScreenLabels}. */
export const defaultErrorScreenLabels: ErrorScreenLabels = {
  title: 'Sorry, something went wrong',
  code: '500: Server error',
  message: 'We are working on fixing the problem, Be back soon',
  home: 'Go to the home page',
};

interface StatusScreenProps extends Omit<ComponentProps<'section'>, 'title'> {
  eyebrow?: string;
  title: string;
  message: string;
  action?: ReactNode;
}

function StatusScreen({ eyebrow, title, message, action, className, ...props }: StatusScreenProps) {
  return (
    <section
      className={cn(
        'mx-auto flex min-h-md max-w-2xl flex-col items-start justify-center gap-4 px-4 py-16',
        className,
      )}
      {...props}
    >
      {eyebrow && (
        <p className="tabular font-display text-sm tracking-widest text-accent uppercase">{eyebrow}</p>
      )}
      <h1 className="font-display text-3xl font-medium tracking-wide uppercase desk:text-5xl">{title}</h1>
      <p className="text-lg text-muted">{message}</p>
      {action}
    </section>
  );
}

export interface NotFoundProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Link target of the home action. Default '/'. */
  homeHref?: string;
  /** Texts of the page; English defaults ({@link defaultNotFoundLabels}). */
  labels?: Partial<NotFoundLabels>;
}

/** The not-found screen: 'Page not found' / 'The page you requested could not be found' (spec §2). */
export function NotFound({ homeHref = '/', labels, ...props }: NotFoundProps) {
  const l = { ...defaultNotFoundLabels, ...labels };
  return (
    <StatusScreen
      data-slot="not-found"
      eyebrow="404"
      title={l.title}
      message={l.message}
      action={
        <Link href={homeHref} className={buttonVariants({ variant: 'secondary' })}>
          {l.home}
        </Link>
      }
      {...props}
    />
  );
}

export interface ErrorScreenProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** Link target of the home action. Default '/'. */
  homeHref?: string;
  /** Extra action, e.g. a retry button from an error boundary. */
  action?: ReactNode;
  /** Texts of the page; English defaults ({@link defaultErrorScreenLabels}). */
  labels?: Partial<ErrorScreenLabels>;
}

/** The error screen with the spec §8 texts. */
export function ErrorScreen({ homeHref = '/', action, labels, ...props }: ErrorScreenProps) {
  const l = { ...defaultErrorScreenLabels, ...labels };
  return (
    <StatusScreen
      data-slot="error-screen"
      eyebrow={l.code}
      title={l.title}
      message={l.message}
      action={
        <div className="flex flex-wrap gap-3">
          {action}
          <Link href={homeHref} className={buttonVariants({ variant: 'secondary' })}>
            {l.home}
          </Link>
        </div>
      }
      {...props}
    />
  );
}
