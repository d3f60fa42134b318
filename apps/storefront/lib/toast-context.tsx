'use client';

import type { ToastMessage } from '@ironmark/ui/shell';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type ToastInput = Omit<ToastMessage, 'id'>;

interface ToastContextValue {
  toast: ToastMessage | null;
  /** Shows a toast; a newer toast replaces the current one (spec §4). */
  show(toast: ToastInput): void;
  close(): void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** Holds the one visible toast of the page. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((next: ToastInput) => setToast({ ...next, id: Date.now() + Math.random() }), []);
  const close = useCallback(() => setToast(null), []);
  const value = useMemo(() => ({ toast, show, close }), [toast, show, close]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** Shows and closes toasts. */
export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
