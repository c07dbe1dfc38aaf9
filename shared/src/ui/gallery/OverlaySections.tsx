import { useTheme } from '@emotion/react';
import { useRef, useState } from 'react';
import { Button } from '../components/Button.tsx';
import { Dialog, type DialogSize } from '../components/Dialog.tsx';
import { Dropdown } from '../components/Dropdown.tsx';
import { IconButton } from '../components/IconButton.tsx';
import { Menu } from '../components/Menu.tsx';
import { Popover } from '../components/Popover.tsx';
import { MenuItem, MenuSeparator } from '../components/MenuItem.tsx';
import type { ToastData, ToastKind } from '../components/Toast.tsx';
import { ToastViewport } from '../components/ToastViewport.tsx';
import { Tooltip } from '../components/Tooltip.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TextField } from '../components/TextField.tsx';
import { GlobeIcon, MonitorIcon, MoonIcon, PlayIcon, SunIcon, UserIcon } from '../icons/icons.tsx';
import { Demo, Panel, Section } from './Section.tsx';

export function DialogsSection() {
  const t = useTheme();
  const [open, setOpen] = useState<DialogSize | 'corner' | null>(null);
  const close = () => setOpen(null);
  return (
    <Section id="dialogs" title="Dialogs" description="Modal: focus trapped, Escape closes, focus returns to the opener. The survey size is 600x750; the corner prompt is non-modal.">
      <Panel>
        <Demo label="sizes">
          {(['small', 'medium', 'large', 'survey', 'fullscreen'] as const).map((size) => (
            <Button key={size} variant="outline" onClick={() => setOpen(size)}>
              {size}
            </Button>
          ))}
          <Button variant="outline" onClick={() => setOpen('corner')}>
            bottom-end prompt
          </Button>
        </Demo>
      </Panel>
      <Dialog
        open={open === 'small' || open === 'medium' || open === 'large' || open === 'fullscreen'}
        onClose={close}
        size={open === 'small' || open === 'large' || open === 'fullscreen' ? open : 'medium'}
        title="Remove this device?"
        description="You can sign in on it again later."
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Remove device</Button>
          </>
        }
      >
        <TextField label="Device name" defaultValue="Living room TV" />
      </Dialog>
      <Dialog open={open === 'survey'} onClose={close} size="survey" flush title="User Survey">
        <div css={{ flex: 1, display: 'grid', placeItems: 'center', gap: t.space(3), alignContent: 'center', backgroundColor: t.color.bg, color: t.color.textMuted }}>
          <Spinner />
          <p css={{ ...t.text.bodySmall }}>The survey form loads here in an iframe (600x750).</p>
        </div>
      </Dialog>
      <Dialog
        open={open === 'corner'}
        onClose={close}
        modal={false}
        placement="bottom-end"
        size="small"
        title="Help us improve"
        footer={
          <>
            <Button variant="outline" size="small" onClick={close}>
              Later
            </Button>
            <Button size="small" onClick={close}>
              Continue
            </Button>
          </>
        }
      >
        Tell us about your experience in a two-minute survey.
      </Dialog>
    </Section>
  );
}

let toastSeq = 0;

export function ToastsSection() {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const push = (kind: ToastKind, sticky = false) =>
    setToasts((list) => [
      ...list,
      kind === 'success'
        ? { id: String(++toastSeq), kind, title: 'Added to watchlist', message: 'Riverside United vs Northgate City', duration: sticky ? 0 : undefined }
        : { id: String(++toastSeq), kind, message: 'Could not load the followed list. Try again later.', duration: sticky ? 0 : undefined },
    ]);
  return (
    <Section id="toasts" title="Toasts" description="Close after 4000 ms, paused on hover and focus, removed 150 ms after closing. State lives with the caller.">
      <Panel>
        <Demo label="show">
          <Button onClick={() => push('success')}>Success toast</Button>
          <Button variant="outline" onClick={() => push('danger')}>
            Danger toast
          </Button>
          <Button variant="link" onClick={() => push('success', true)}>
            Sticky toast
          </Button>
        </Demo>
      </Panel>
      <ToastViewport toasts={toasts} onRemove={(id) => setToasts((list) => list.filter((x) => x.id !== id))} />
    </Section>
  );
}

export function PopoversSection() {
  const [mode, setMode] = useState<'light' | 'dark' | 'system'>('system');
  const [lang, setLang] = useState('en');
  const modeIcon = { light: <SunIcon size={18} />, dark: <MoonIcon size={18} />, system: <MonitorIcon size={18} /> };
  const menuTrigger = useRef<HTMLButtonElement>(null);
  return (
    <Section
      id="popovers"
      title="Tooltip, dropdown, menu, popover"
      description="Tooltip: top, 200 ms show, 0 hide, 5 px. Dropdown: bottom, on click, keyboard Enter/Space/ArrowDown, Escape. Menu: hover or focus, hides 400 ms after leaving, disposed 150 ms later. Popover: interactive content on click, Escape returns focus."
    >
      <Panel>
        <Demo label="tooltip">
          <Tooltip content="Play from the start">
            <IconButton aria-label="Restart" variant="solid">
              <PlayIcon />
            </IconButton>
          </Tooltip>
          <Tooltip content="Adds the event to your watchlist">
            <Button variant="outline">Hover or focus me</Button>
          </Tooltip>
        </Demo>
        <Demo label="dropdown">
          <Dropdown label={`Theme: ${mode}`}>
            {(['light', 'dark', 'system'] as const).map((m) => (
              <MenuItem key={m} icon={modeIcon[m]} selected={mode === m} onClick={() => setMode(m)}>
                {m[0]?.toUpperCase() + m.slice(1)}
              </MenuItem>
            ))}
          </Dropdown>
          <Dropdown
            aria-label="Language"
            align="end"
            trigger={
              <Button variant="secondary" startIcon={<GlobeIcon size={16} />}>
                {lang.toUpperCase()}
              </Button>
            }
          >
            {[
              ['en', 'English'],
              ['he', 'עברית'],
              ['de', 'Deutsch'],
              ['fr', 'Français'],
              ['ko', '한국어'],
            ].map(([code, name]) => (
              <MenuItem key={code} selected={lang === code} hint={code} onClick={() => setLang(code as string)} lang={code}>
                {name}
              </MenuItem>
            ))}
          </Dropdown>
        </Demo>
        <Demo label="menu">
          <Menu label="Leagues">
            <MenuItem href="#popovers">Premier Division</MenuItem>
            <MenuItem href="#popovers">Ligat HaAl</MenuItem>
            <MenuItem href="#popovers">U19 League</MenuItem>
            <MenuItem href="#popovers" disabled>
              Women’s Cup (soon)
            </MenuItem>
          </Menu>
          <Menu
            align="end"
            aria-label="Account"
            trigger={
              <IconButton ref={menuTrigger} aria-label="Account" variant="solid">
                <UserIcon />
              </IconButton>
            }
          >
            <MenuItem href="#popovers" icon={<UserIcon size={18} />}>
              Account
            </MenuItem>
            <MenuItem href="#popovers">Following</MenuItem>
            <MenuItem href="#popovers">Watchlist</MenuItem>
            <MenuSeparator />
            <MenuItem danger>Sign out</MenuItem>
          </Menu>
        </Demo>
        <Demo label="popover">
          <Popover label="Share" align="start">
            <TextField label="Link" defaultValue="https://portal.example/events/42/" readOnly />
          </Popover>
        </Demo>
      </Panel>
    </Section>
  );
}
