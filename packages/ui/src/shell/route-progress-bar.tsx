'use client';

import { type ComponentProps, useEffect, useRef, useState } from 'react';
import type { Clock } from './clock';
import { cn } from './cn';
import {
  createProgressDriver,
  defaultProgressSettings,
  hiddenProgress,
  type ProgressDriver,
  type ProgressSettings,
  type ProgressState,
} from './progress';

export interface RouteProgressBarProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** True while a route change loads (spec §2: a top progress bar while a route change loads). */
  loading: boolean;
  /** Numbers of the bar; defaults to spec §9 (`PROGRESS_BAR`). */
  settings?: ProgressSettings;
  /** Timer source; defaults to the browser's timers. */
  clock?: Clock;
  /** Accessible name of the bar. Default 'Loading page'. */
  label?: string;
}

/** The thin accent bar at the top of the page during a route change. */
export function RouteProgressBar({
  loading,
  settings = defaultProgressSettings,
  clock,
  label = 'Loading page',
  className,
  style,
  ...props
}: RouteProgressBarProps) {
  const [state, setState] = useState<ProgressState>(hiddenProgress);
  const driver = useRef<ProgressDriver | null>(null);

  useEffect(() => {
    const created = createProgressDriver(setState, { clock, settings });
    driver.current = created;
    return () => {
      created.dispose();
      driver.current = null;
    };
  }, [clock, settings]);

  useEffect(() => {
    if (loading) driver.current?.start();
    else driver.current?.done();
  }, [loading]);

  if (state.value === null) return null;
  const percent = Math.round(state.value * 1000) / 10;
  return (
    <div
      data-slot="route-progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-drawer h-[3px] transition-opacity ease-out',
        state.done && 'opacity-0',
        className,
      )}
      style={{
        transitionDuration: `${settings.animationMs}ms`,
        transitionDelay: state.done ? `${settings.animationMs}ms` : '0ms',
        ...style,
      }}
      {...props}
    >
      <div
        data-slot="route-progress-bar-fill"
        className="h-full bg-accent transition-[width] ease-out"
        style={{ width: `${percent}%`, transitionDuration: `${settings.animationMs}ms` }}
      />
    </div>
  );
}
