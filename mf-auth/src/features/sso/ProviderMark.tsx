// Provider marks for the single sign-on buttons (decorative: the button text names the provider).
import type { SsoProvider } from '../../common/sso-providers.ts';

const common = { width: 20, height: 20, 'aria-hidden': true, focusable: false } as const;

function GoogleMark() {
  return (
    <svg {...common} viewBox="0 0 48 48" data-mark="google">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg {...common} viewBox="0 0 24 24" data-mark="facebook">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M16.7 15.5 17.2 12h-3.4V9.8c0-1 .5-1.9 2-1.9h1.5V4.9s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12H7v3.5h3v8.4a12 12 0 0 0 3.8 0v-8.4h2.9z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg {...common} viewBox="0 0 24 24" data-mark="apple">
      <path
        fill="currentColor"
        d="M16.4 1.4c0 1.1-.5 2.3-1.2 3.1-.7.9-2 1.6-3 1.6h-.3c0-.1-.1-.3-.1-.4 0-1.2.6-2.3 1.2-3 .8-.9 2.1-1.6 3.3-1.7l.1.4zm4.6 15.7c0 .1-.5 1.6-1.5 3.1-.9 1.3-1.9 2.7-3.4 2.7s-1.9-.9-3.6-.9c-1.7 0-2.3.9-3.7.9s-2.3-1.3-3.4-2.8C4.1 18.3 3 15.5 3 12.8c0-4.3 2.8-6.5 5.6-6.5 1.4 0 2.7.9 3.6.9.9 0 2.2-1 3.9-1 .6 0 2.9.1 4.4 2.2-.1.1-2.4 1.4-2.4 4.2 0 3.3 2.8 4.4 2.9 4.5z"
      />
    </svg>
  );
}

function IfaMark() {
  return (
    <svg {...common} viewBox="0 0 24 24" data-mark="ifa">
      <path fill="currentColor" d="M12 1.5 3.5 4.8v6.1c0 5.3 3.6 10.2 8.5 11.6 4.9-1.4 8.5-6.3 8.5-11.6V4.8L12 1.5z" opacity="0.18" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
        d="M12 1.5 3.5 4.8v6.1c0 5.3 3.6 10.2 8.5 11.6 4.9-1.4 8.5-6.3 8.5-11.6V4.8L12 1.5z"
      />
      <circle cx="12" cy="11.5" r="4.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path fill="currentColor" d="m12 9.4 1.6 1.2-.6 1.9h-2l-.6-1.9z" />
    </svg>
  );
}

export function ProviderMark({ provider }: { provider: SsoProvider }) {
  switch (provider) {
    case 'google':
      return <GoogleMark />;
    case 'facebook':
      return <FacebookMark />;
    case 'apple':
      return <AppleMark />;
    case 'ifa':
      return <IfaMark />;
  }
}
