import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { Alert } from '../components/Alert.tsx';
import { Badge } from '../components/Badge.tsx';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { Select } from '../components/Select.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TextField } from '../components/TextField.tsx';
import { VisuallyHidden } from '../components/VisuallyHidden.tsx';
import { ChevronIcon, CloseIcon, GlobeIcon, MenuIcon, PlayIcon, SearchIcon, UserIcon } from '../icons/icons.tsx';
import { Demo, Panel, Section } from './Section.tsx';

export function ButtonsSection() {
  const [loading, setLoading] = useState(false);
  return (
    <Section
      id="buttons"
      title="Buttons"
      description="Primary is the default type and medium the default size (docs/product.md). Links render as <a> with href or any component with as."
    >
      <Panel>
        {(['primary', 'secondary', 'outline', 'link'] as const).map((variant) => (
          <Demo key={variant} label={variant}>
            <Button variant={variant} size="small">
              Small
            </Button>
            <Button variant={variant}>Medium</Button>
            <Button variant={variant} size="large">
              Large
            </Button>
            <Button variant={variant} startIcon={<PlayIcon size={16} />}>
              Watch live
            </Button>
            <Button variant={variant} disabled>
              Disabled
            </Button>
            <Button variant={variant} loading>
              Loading
            </Button>
          </Demo>
        ))}
        <Demo label="full rounded">
          <Button fullRounded startIcon={<PlayIcon size={16} />}>
            Watch now
          </Button>
          <Button fullRounded variant="outline" endIcon={<ChevronIcon direction="end" size={16} />}>
            See all
          </Button>
          <Button fullRounded variant="secondary" size="small">
            Football
          </Button>
        </Demo>
        <Demo label="full width" column>
          <Button fullWidth size="large" loading={loading} onClick={() => setLoading(true)}>
            {loading ? 'Signing in' : 'Sign in (click: loading)'}
          </Button>
          {loading ? (
            <Button fullWidth variant="link" onClick={() => setLoading(false)}>
              Reset
            </Button>
          ) : null}
        </Demo>
        <Demo label="as link">
          <Button href="#buttons">Anchor with href</Button>
          <Button href="#buttons" variant="outline" disabled>
            Disabled link
          </Button>
        </Demo>
        <Demo label="icon buttons">
          <IconButton aria-label="Search">
            <SearchIcon />
          </IconButton>
          <IconButton aria-label="Account" variant="solid">
            <UserIcon />
          </IconButton>
          <IconButton aria-label="Play" variant="primary" size="large">
            <PlayIcon />
          </IconButton>
          <IconButton aria-label="Language" size="small">
            <GlobeIcon size={18} />
          </IconButton>
          <IconButton aria-label="Menu" variant="solid">
            <MenuIcon />
          </IconButton>
          <IconButton aria-label="Close" disabled>
            <CloseIcon />
          </IconButton>
          <span css={{ display: 'inline-flex', padding: 12, borderRadius: 12, background: 'linear-gradient(135deg, #0b3d91, #d7263d)' }}>
            <IconButton aria-label="Play on poster" variant="overlay">
              <PlayIcon />
            </IconButton>
          </span>
        </Demo>
      </Panel>
    </Section>
  );
}

export function BadgesSection() {
  return (
    <Section id="badges" title="Badges and spinners">
      <Panel>
        <Demo label="badges">
          <Badge variant="live">Live</Badge>
          <Badge>Upcoming</Badge>
          <Badge variant="primary">PPV</Badge>
          <Badge variant="success">Free</Badge>
          <Badge variant="danger">Ended</Badge>
          <Badge variant="warning">Starting soon</Badge>
          <Badge variant="live" size="small">
            Live
          </Badge>
          <span css={{ display: 'inline-flex', padding: 12, borderRadius: 12, background: 'linear-gradient(135deg, #102a43, #00a6a6)' }}>
            <Badge variant="overlay">2:14:08</Badge>
          </span>
        </Demo>
        <Demo label="spinner">
          <Spinner size={16} />
          <Spinner />
          <Spinner size={40} />
          <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Spinner size={20} label={null} /> Loading events…
          </span>
          <VisuallyHidden>Visually hidden text is here for screen readers.</VisuallyHidden>
        </Demo>
      </Panel>
    </Section>
  );
}

export function FormsSection() {
  const t = useTheme();
  const [email, setEmail] = useState('fan@example');
  const invalid = !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);
  return (
    <Section
      id="forms"
      title="Form fields"
      description="Labels, hints and errors are wired with aria-describedby and aria-invalid. Paste and autocomplete are never blocked."
    >
      <Panel>
        <div css={{ display: 'grid', gap: t.space(6), [t.mq.md]: { gridTemplateColumns: '1fr 1fr' } }}>
          <TextField label="Full name" autoComplete="name" placeholder="Dana Cohen" />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={invalid ? 'Enter a valid e-mail address.' : undefined}
            hint={invalid ? undefined : 'We will send your receipt here.'}
            required
          />
          <TextField label="Password" type="password" autoComplete="current-password" defaultValue="correct horse" hint="At least 8 characters." />
          <TextField label="Search" hideLabel type="search" placeholder="Search teams, leagues, events" startIcon={<SearchIcon size={18} />} />
          <Select
            label="Country"
            placeholder="Choose…"
            options={[
              { value: 'il', label: 'Israel' },
              { value: 'de', label: 'Germany' },
              { value: 'fr', label: 'France' },
            ]}
            hint="Used for regional availability."
          />
          <Select label="Sort by" error="Choose how to sort." options={[{ value: 'newest', label: 'Newest first' }]} />
          <TextField label="Disabled" disabled defaultValue="Read only value" />
          <div css={{ display: 'flex', flexDirection: 'column', gap: t.space(4) }}>
            <Checkbox label="Remember me on this device" defaultChecked />
            <Checkbox label="Send me match reminders" hint="At most one e-mail a day." />
            <Checkbox label="I accept the terms" error="You must accept the terms to continue." />
            <Checkbox label="Disabled option" disabled />
          </div>
        </div>
      </Panel>
    </Section>
  );
}

export function AlertsSection() {
  const [shown, setShown] = useState(true);
  return (
    <Section id="alerts" title="Alerts" description="Inline messages; danger is announced at once (role alert), others politely (role status).">
      <Panel>
        <Alert kind="success" title="Subscription active">
          Your Season Pass renews on 1 September.
        </Alert>
        <Alert kind="danger" title="Payment failed" action={<Button size="small">Try again</Button>}>
          Your card was declined. No money was taken.
        </Alert>
        <Alert kind="info">This event is available in your region from 20:00.</Alert>
        <Alert kind="warning" title="Device limit almost reached">
          You are signed in on 4 of 5 devices.
        </Alert>
        {shown ? (
          <Alert kind="info" title="Dismissible" onDismiss={() => setShown(false)}>
            Close me with the button.
          </Alert>
        ) : (
          <Button variant="link" onClick={() => setShown(true)}>
            Show the dismissible alert again
          </Button>
        )}
      </Panel>
    </Section>
  );
}
