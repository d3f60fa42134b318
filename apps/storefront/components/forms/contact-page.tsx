import 'server-only';
import type { ContactRequest } from '@ironmark/commerce';
import { type PageTextKey, Section } from '@ironmark/ui/content';
import type { ReactNode } from 'react';
import { cmsPage } from '../content/content-page';
import { PageLayers } from '../page-layers';
import { ContactForm } from './contact-form';

/**
 * A page made of the CMS layers at `path` (or a plain heading when the CMS has none), optional
 * page-specific content, and a contact form for `topic`.
 */
export async function ContactPage({
  locale,
  path,
  heading,
  form,
  children,
}: {
  locale: string;
  path: string;
  /** The h1 when the CMS has no page at `path`. */
  heading: string;
  form: {
    topic: ContactRequest['topic'];
    topics?: readonly ContactRequest['topic'][];
    title: PageTextKey;
    messageHint?: PageTextKey;
  };
  children?: ReactNode;
}) {
  const page = await cmsPage(locale, path);
  return (
    <>
      {page ? (
        <PageLayers locale={locale} page={page} />
      ) : (
        <Section spacing="sm">
          <h1 className="font-display text-4xl uppercase tracking-wide">{heading}</h1>
        </Section>
      )}
      {children}
      <Section spacing="default" id="contact-form">
        <ContactForm {...form} />
      </Section>
    </>
  );
}
