/** SPEC 9: recent bids shown 10. */
export const RECENT_BIDS_SHOWN = 10;
/** SPEC 2: the bid button scrolls to the bid section, 180 px above it. */
export const BID_SECTION_ID = 'bid';
export const BID_SCROLL_OFFSET_PX = 180;

export function scrollToBidSection(): void {
  const section = document.getElementById(BID_SECTION_ID);
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - BID_SCROLL_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}
