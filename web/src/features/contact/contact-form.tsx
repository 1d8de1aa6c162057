import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { Form, FormError, SubmitButton } from '../../ui/form.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { CONTACT_SUBJECTS, contactInput, type ContactInput } from '../../../../domain/community/contact-input.ts';
import { useSendContactMessage } from './api.ts';

type Values = Record<'name' | 'email' | 'subject' | 'message', string>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  // The shared zod schema checks on submit, then each field again as it is changed; the first invalid field gets the
  // focus. No defaultValues: each field starts from its server-rendered element, so what a visitor typed before the
  // scripts ran stays. The cast: the schema's input type has no '' subject, which the empty select holds.
  const form = useForm<Values, unknown, ContactInput>({ resolver: zodResolver(contactInput) as Resolver<Values, unknown, ContactInput> });
  const { errors } = form.formState;
  const confirmationRef = useRef<HTMLDivElement>(null);
  const send = useSendContactMessage();
  const sent = send.isSuccess;

  // The form (and the focused submit button) is replaced on success: move focus to the confirmation.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  async function submit(data: ContactInput) {
    await send.mutateAsync(data);
    toast.success('Message sent successfully!');
  }

  function startOver() {
    form.reset(EMPTY);
    send.reset();
  }

  if (sent) {
    return (
      <div
        ref={confirmationRef}
        role="status"
        tabIndex={-1}
        className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center focus:outline-none"
      >
        <span className="grid size-14 place-items-center rounded-full bg-emerald-100 text-emerald-700">
          <CircleCheck aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 text-xl font-semibold text-slate-900">Thanks, your message has been sent.</p>
        <p className="mt-2 max-w-md text-slate-600">
          We reply within one business day, Monday to Friday, 9am to 6pm ET. Our answer goes to the e-mail address you gave us.
        </p>
        <Button variant="secondary" className="mt-6" onClick={startOver}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={submit} errorText={(err) => errorMessage(err, 'Your message could not be sent. Please try again.')} className="space-y-5">
      <FormError />

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" maxLength={100} {...form.register('name')} error={errors.name?.message} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          {...form.register('email')}
          error={errors.email?.message}
        />
      </div>

      <SelectField label="Subject" {...form.register('subject')} error={errors.subject?.message}>
        <option value="">Choose a subject</option>
        {CONTACT_SUBJECTS.map((subject) => (
          <option key={subject} value={subject} className="text-slate-900">
            {subject}
          </option>
        ))}
      </SelectField>

      <TextAreaField
        label="Message"
        rows={6}
        maxLength={5000}
        {...form.register('message')}
        error={errors.message?.message}
        hint="Include the listing link or title if your question is about a specific vehicle."
        className="[&_textarea]:resize-y"
      />

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">We use your details only to answer this message.</p>
        <SubmitButton
          size="lg"
          icon={<Send aria-hidden="true" className="size-4" />}
          pendingLabel={
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Sending…
            </>
          }
        >
          Send message
        </SubmitButton>
      </div>
    </Form>
  );
}
