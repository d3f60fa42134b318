'use client';

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { ToastMessage } from './toast-region';

/** A toast to show: its id is given by {@link ToastProvider}. */
export type ToastInput = Omit<ToastMessage, 'id'>;

/** The page's one visible toast, and how to show and close it. */
export interface ToastState {
  readonly toast: ToastMessage | null;
  /** Shows a toast; a newer toast replaces the current one (spec §4). */
  show(toast: ToastInput): void;
  close(): void;
}

const ToastContext = createContext<ToastState | null>(null);

/** Holds the one visible toast of the page, for {@link ToastRegion} to render. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((next: ToastInput) => setToast({ ...next, id: Date.now() + Math.random() }), []);
  const close = useCallback(() => setToast(null), []);
  const value = useMemo(() => ({ toast, show, close }), [toast, show, close]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/** The nearest {@link ToastProvider}'s toast and actions. */
export function useToast(): ToastState {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
