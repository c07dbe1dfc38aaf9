import { useTheme } from '@emotion/react';
import { useState } from 'react';
import { Button } from '../components/Button.tsx';
import { Dialog, type DialogSize } from '../components/Dialog.tsx';
import { ToastViewport, type ToastData, type ToastKind } from '../components/ToastViewport.tsx';
import { Spinner } from '../components/Spinner.tsx';
import { TextField } from '../components/TextField.tsx';
import { Demo, Panel, Section } from './Section.tsx';

export function DialogsSection() {
  const t = useTheme();
  const [open, setOpen] = useState<DialogSize | 'corner' | null>(null);
  const close = () => setOpen(null);
  return (
    <Section
      id="dialogs"
      title="Dialogs"
      description="Modal: focus trapped, Escape closes, focus returns to the opener. The survey size is 600x750; the corner prompt is non-modal."
    >
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
        <div
          css={{
            flex: 1,
            display: 'grid',
            placeItems: 'center',
            gap: t.space(3),
            alignContent: 'center',
            backgroundColor: t.color.bg,
            color: t.color.textMuted,
          }}
        >
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
    <Section
      id="toasts"
      title="Toasts"
      description="Radix Toast: close after 4000 ms, paused on hover and focus, F8 reaches them, removed after the 150 ms exit animation. State lives with the caller."
    >
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
