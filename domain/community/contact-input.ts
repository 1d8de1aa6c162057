import { z } from 'zod';

export const CONTACT_SUBJECTS = ['General question', 'Buying', 'Selling', 'Account', 'Payments', 'Report a listing', 'Press'] as const;

export const contactInput = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Name must be at most 100 characters.'),
  email: z.string().trim().email('Please enter a valid e-mail address.').max(254),
  subject: z.enum(CONTACT_SUBJECTS, { message: 'Please choose a subject.' }),
  message: z.string().trim().min(10, 'Please write at least 10 characters.').max(5000, 'Message must be at most 5000 characters.'),
});

export type ContactInput = z.infer<typeof contactInput>;

/** POST /api/contact answers the stored message's id (201). */
export const contactMessageCreatedSchema = z.object({ id: z.string() });
export type ContactMessageCreated = z.infer<typeof contactMessageCreatedSchema>;
