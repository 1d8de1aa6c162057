// A listing's vehicle as the API sends it (SPEC 3 auctions): the facts of the Vehicle Details card and the
// seller's texts about it. One list for every answer that carries them (the auction detail page, the admin's
// listing editor), so a field added to the vehicle is added once.
import { z } from 'zod';

const text = z.string().nullable();
const whole = z.number().nullable();

export const vehicleFields = {
  year: whole,
  make: text,
  model: text,
  trim: text,
  mileage: whole,
  engine: text,
  transmission: text,
  drivetrain: text,
  exteriorColor: text,
  interiorColor: text,
  condition: text,
  vin: text,
  location: text,
  titleStatus: text,
  optionsAndHighlights: text,
  flawsDescription: text,
  modificationsList: text,
  additionalFees: text,
};
