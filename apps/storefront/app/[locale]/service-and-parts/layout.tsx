import type { ReactNode } from 'react';
import { ClientMessages } from '../../../components/client-messages';

/** The messages of this route's client islands (issue 16: only those reach the browser). */
export default async function Layout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  return (
    <ClientMessages locale={locale} islands={['forms', 'productCard']}>
      {children}
    </ClientMessages>
  );
}
