/** The listing form's steps and the draft fields each one asks for (a problem is shown on its field's step). */
export const STEPS = [
  { id: 'vehicle', title: 'Vehicle', fields: ['listingType', 'category', 'year', 'make', 'model', 'vin', 'mileage', 'location'] },
  { id: 'title', title: 'Title & lien', fields: ['titleStatus', 'lienholderName', 'titleHolderName'] },
  { id: 'description', title: 'Description', fields: ['title', 'description', 'flawsDescription', 'modificationsList', 'marketValueMax'] },
  { id: 'media', title: 'Photos & video', fields: ['media'] },
  { id: 'seller', title: 'Seller & contact', fields: ['sellerType', 'fullName', 'phoneNumber', 'companyName', 'contactName', 'contactPhone'] },
  { id: 'pricing', title: 'Pricing & schedule', fields: ['startingPrice', 'reservePrice', 'buyNowPrice', 'startTime', 'durationDays'] },
  { id: 'review', title: 'Review', fields: [] },
] as const;

/** The step of a problem's field ('media.3' is on the media step); -1 for none. */
export const stepOf = (field: string) => STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field.split('.')[0]!));

/** A step's problem message for a field, or none while the step's problems are not shown yet. */
export type ErrorOf = (field: string) => string | undefined;
