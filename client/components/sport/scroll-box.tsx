// A wide table on a phone scrolls inside its own box (never the page sideways, WCAG reflow); the box is a named,
// focusable region so a keyboard reader can scroll it too.
import type { ReactNode } from 'react';

export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={`sport-scroll${className ? ` ${className}` : ''}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
