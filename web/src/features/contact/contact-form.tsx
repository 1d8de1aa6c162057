import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { AlertCircle, ChevronDown, CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField, controlClass } from '../../ui/field.tsx';
import { cn } from '../../ui/cn.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { CONTACT_SUBJECTS, contactInput } from '../../../../domain/contact-input.ts';
import { useSendContactMessage } from './api.ts';

type FieldName = 'name' | 'email' | 'subject' | 'message';
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const FIELD_ORDER: FieldName[] = ['name', 'email', 'subject', 'message'];

/** Runs the shared zod schema; returns the parsed input or the first message of each invalid field. */
function validate(values: Values) {
  const result = contactInput.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && FIELD_ORDER.includes(field as FieldName) && !errors[field as FieldName]) {
      errors[field as FieldName] = issue.message;
    }
  }
  return { data: null, errors };
}

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const send = useSendContactMessage();
  const subjectId = useId();
  const serverErrorId = useId();

  // The form (and the focused submit button) is replaced on success: move focus to the confirmation.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus();
  }, [sent]);

  function update(field: FieldName) {
    return (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      // After a failed submit, re-check as the user types so fixed fields lose their message.
      if (attempted) setErrors(validate(next).errors);
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) {
      const first = FIELD_ORDER.find((field) => found[field]);
      const element = first ? formRef.current?.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    send.mutate(data, {
      onSuccess: () => {
        setSent(true);
        toast.success('Message sent successfully!');
      },
    });
  }

  function startOver() {
    setValues(EMPTY);
    setErrors({});
    setAttempted(false);
    setSent(false);
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

  const serverError = send.isError ? errorMessage(send.error, 'Your message could not be sent. Please try again.') : null;

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="space-y-5" aria-describedby={serverError ? serverErrorId : undefined}>
      {serverError && (
        <div
          id={serverErrorId}
          role="alert"
          className="flex gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{serverError}</p>
        </div>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          maxLength={100}
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
      </div>

      <div>
        <label htmlFor={subjectId} className="mb-1.5 block text-sm font-medium text-slate-800">
          Subject
        </label>
        <div className="relative">
          <select
            id={subjectId}
            name="subject"
            value={values.subject}
            onChange={update('subject')}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
            className={cn(controlClass, 'appearance-none pr-10', errors.subject && 'border-red-500')}
          >
            <option value="">Choose a subject</option>
            {CONTACT_SUBJECTS.map((subject) => (
              <option key={subject} value={subject} className="text-slate-900">
                {subject}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
        </div>
        {errors.subject && (
          <p id={`${subjectId}-error`} className="mt-1 text-sm text-red-600">
            {errors.subject}
          </p>
        )}
      </div>

      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        maxLength={5000}
        value={values.message}
        onChange={update('message')}
        error={errors.message}
        hint="Include the listing link or title if your question is about a specific vehicle."
        className="[&_textarea]:resize-y"
      />

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">We use your details only to answer this message.</p>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Sending…
            </>
          ) : (
            <>
              <Send aria-hidden="true" className="size-4" />
              Send message
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
