import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import * as z from 'zod/mini';
import { ApiError } from '@portal/shared';
import { Button, Checkbox, TextField } from '@portal/shared/ui';
import { renderUi } from '../ui/internal/test-utils.tsx';
import { FormError } from './FormError.tsx';
import { useZodForm } from './use-zod-form.ts';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      app: {
        'validation.required': 'Fill this in.',
        'validation.too_short': 'At least {{min}} characters.',
        'validation.accept': 'Accept to continue.',
        'errors.invalid_credentials': 'Wrong e-mail or password.',
        'errors.default': 'Something went wrong.',
      },
    },
  },
  initAsync: false,
});

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'validation.required')),
  code: z.string().check(z.minLength(4, 'validation.too_short')),
  accept: z.boolean().check(z.refine((v: boolean) => v, 'validation.accept')),
});

function Demo({ action }: { action: (values: z.infer<typeof schema>) => unknown }) {
  const form = useZodForm(schema, { defaultValues: { name: '', code: '', accept: false }, ns: 'app', messageValues: { min: 4 } });
  return (
    <form noValidate onSubmit={form.submit(action)} aria-label="demo">
      <FormError error={form.formError} describe={form.describeError} data-testid="form-error" />
      <TextField {...form.field('name')} label="Name" />
      <TextField {...form.field('code')} label="Code" />
      <Checkbox {...form.field('accept')} label="Accept" />
      <Button type="submit" loading={form.submitting}>
        Send
      </Button>
    </form>
  );
}

const wrap = (ui: ReactNode) => renderUi(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('useZodForm', () => {
  test('an invalid submit: translated errors wired to the fields, focus on the first, nothing sent', async () => {
    const action = jest.fn();
    wrap(<Demo action={action} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription('At least 4 characters.');
    expect(screen.getByLabelText('Accept')).toHaveAccessibleDescription('Accept to continue.');
    expect(action).not.toHaveBeenCalled();
  });

  test('errors appear only after the first submit, then follow the typing', async () => {
    wrap(<Demo action={jest.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Code'), 'ab');
    expect(screen.queryByText('At least 4 characters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('At least 4 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), 'cd');
    expect(screen.queryByText('At least 4 characters.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Code')).not.toHaveAttribute('aria-invalid');
  });

  test('a valid submit runs the action once with the parsed (trimmed) values', async () => {
    let release!: () => void;
    const action = jest.fn(() => new Promise<void>((resolve) => (release = resolve)));
    wrap(<Demo action={action} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), '  Ann  ');
    await user.type(screen.getByLabelText('Code'), 'abcd');
    await user.click(screen.getByLabelText('Accept'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ name: 'Ann', code: 'abcd', accept: true }));
    // A second submit while the first is in flight is ignored.
    (screen.getByRole('form', { name: 'demo' }) as HTMLFormElement).requestSubmit();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-busy', 'true'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  test('a failed action becomes the translated form-level alert, cleared by the next submit', async () => {
    const action = jest
      .fn()
      .mockRejectedValueOnce(new ApiError('invalid_credentials', 'server text', 401))
      .mockResolvedValueOnce(undefined);
    wrap(<Demo action={action} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Code'), 'abcd');
    await user.click(screen.getByLabelText('Accept'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong e-mail or password.');
    expect(alert).toHaveAttribute('data-testid', 'form-error');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
