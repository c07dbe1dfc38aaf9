import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import { breakpoints, mq, screens } from './breakpoints.ts';
import { createPortalEmotionCache, readCspNonce } from './cache.ts';
import { createTheme } from './createTheme.ts';
import { GlobalStyles } from './GlobalStyles.tsx';
import { PortalThemeProvider } from './ThemeProvider.tsx';
import { Button } from '../components/Button.tsx';

describe('breakpoints', () => {
  it('has both sets of docs/product.md', () => {
    expect(breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(screens['3xs']).toBe(360);
    expect(screens['4xl']).toBe(2560);
    const values = Object.values(screens);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('builds media queries', () => {
    expect(mq.md).toBe('@media (min-width: 768px)');
    expect(mq.up('3xs')).toBe('@media (min-width: 360px)');
    expect(mq.down('lg')).toBe('@media (max-width: 1023.98px)');
    expect(mq.between('sm', 'xl')).toBe('@media (min-width: 640px) and (max-width: 1279.98px)');
  });
});

describe('createTheme', () => {
  it('derives the primary from the tenant accent and exposes the tokens', () => {
    const theme = createTheme({ mode: 'light', primary: '#0a8f5a' });
    expect(theme.mode).toBe('light');
    expect(theme.color.onPrimary).toBe('#ffffff');
    expect(theme.color.primary).not.toBe(theme.color.primaryHover);
    expect(theme.space(4)).toBe('16px');
    expect(theme.motion.base).toBe('250ms');
    expect(theme.motion.easing).toBe('ease-in-out');
  });

  it('falls back to the default accent for an invalid colour', () => {
    expect(createTheme({ mode: 'dark', primary: 'blue' }).color.primary).toBe(createTheme({ mode: 'dark' }).color.primary);
  });
});

describe('emotion cache', () => {
  afterEach(() => {
    document.head.querySelectorAll('style[data-emotion^="portal"], meta[property="csp-nonce"]').forEach((el) => el.remove());
  });

  it('uses the key "portal" and puts the nonce on every style tag', () => {
    const cache = createPortalEmotionCache('abc123');
    expect(cache.key).toBe('portal');
    render(
      <CacheProvider value={cache}>
        <PortalThemeProvider mode="dark">
          <GlobalStyles />
          <Button>Styled</Button>
        </PortalThemeProvider>
      </CacheProvider>,
    );
    const tags = document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="portal"]');
    expect(tags.length).toBeGreaterThan(0);
    tags.forEach((tag) => expect(tag.nonce || tag.getAttribute('nonce')).toBe('abc123'));
    expect(document.body.querySelector('button')?.className).toMatch(/^portal-/);
  });

  it('reads the nonce from the csp-nonce meta tag', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'n0nce';
    document.head.append(meta);
    expect(readCspNonce()).toBe('n0nce');
  });
});
