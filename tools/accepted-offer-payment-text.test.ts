import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productSources } from './source-files.ts';

// An accepted offer makes a deal, and the buyer pays at the deal's checkout within its deadline
// (decision 028). No source text may still say that an admin or 'our team' processes an accepted offer's payment.

const ROOT = join(import.meta.dirname, '..');
const DIRS = ['web/src', 'server', 'domain'];
const SOURCE = /\.(ts|tsx|md|html)$/;

/** The sentences that are no longer true; whitespace (JSX line breaks) is collapsed before matching. */
const STALE_PAYMENT_TEXT: RegExp[] = [
  /\b(our team|the admins?|an admin|admins)\b[^.;:]{0,40}\bprocess(es|ed|ing)? (the |their )?(payments?|sale|accepted offers?)\b/i,
  /\b(our team|the admins?|an admin)\b[^.;:]{0,40}\bcontact you to (process|complete) (the )?payment/i,
  /\bprocessed by (our team|the admins?|an admin)\b/i,
  /\bwill process the payment\b/i,
  /\bprocesses accepted offers\b/i,
];

function staleSentences(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return STALE_PAYMENT_TEXT.flatMap((re) => {
    const m = re.exec(flat);
    return m ? [m[0]] : [];
  });
}

describe("accepted offers' payment texts (issue 39 item 1)", () => {
  it('recognizes the old sentences', () => {
    expect(staleSentences('You accepted this offer. Our team will contact you to process the payment.')).not.toEqual([]);
    expect(staleSentences('If the seller accepts, the sale is final and our team processes the payment.')).not.toEqual([]);
    expect(staleSentences('The admin will process the payment.')).not.toEqual([]);
    expect(staleSentences('is then processed by our team, who will')).not.toEqual([]);
    expect(staleSentences('If one of you accepts, our team\n   processes the sale.')).not.toEqual([]);
    expect(staleSentences('Pay at your deal’s checkout within 3 days. Our team reviews every listing.')).toEqual([]);
  });

  it('no source file in web/src, server or domain says an admin or our team processes the payment', () => {
    const found: string[] = [];
    for (const dir of DIRS) {
      for (const file of productSources(join(ROOT, dir), SOURCE)) {
        for (const hit of staleSentences(readFileSync(file, 'utf8'))) found.push(`${relative(ROOT, file)}: ${hit}`);
      }
    }
    expect(found).toEqual([]);
  });
});
