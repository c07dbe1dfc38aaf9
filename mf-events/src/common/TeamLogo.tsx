import { useTheme } from '@emotion/react';
import { useState } from 'react';

/** A team's logo in a round tile; initials on the team colour when there is no logo. */
export function TeamLogo({ name, logoUrl, color, size = 28 }: { name: string | null; logoUrl: string | null; color?: string | null; size?: number }) {
  const t = useTheme();
  const [failed, setFailed] = useState(false);
  const initials = (name ?? '?')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  const box = {
    inlineSize: `${size}px`,
    blockSize: `${size}px`,
    flexShrink: 0,
    borderRadius: t.radius.full,
    overflow: 'hidden',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  } as const;
  if (!logoUrl || failed) {
    return (
      <span
        aria-hidden="true"
        css={{ ...box, backgroundColor: color ?? t.color.sunken, color: '#ffffff', fontSize: `${Math.round(size * 0.38)}px`, fontWeight: t.fontWeight.bold }}
      >
        {initials}
      </span>
    );
  }
  // The image is the round tile itself: no wrapper (two fewer elements per event card).
  return (
    <img
      src={logoUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
      css={{ ...box, display: 'inline-block', backgroundColor: t.color.sunken, objectFit: 'contain' }}
    />
  );
}
