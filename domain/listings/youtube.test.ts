import { describe, expect, it } from 'vitest';
import { isYoutubeId, youtubeEmbedUrl, youtubeId, youtubeThumbnails } from './youtube.ts';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it('reads watch links on www., m. and no subdomain', () => {
    expect(youtubeId(`https://www.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youtubeId(`https://m.youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youtubeId(`https://youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youtubeId(`http://www.youtube.com/watch?v=${ID}`)).toBe(ID);
  });

  it('reads watch links with other parameters in any order', () => {
    expect(youtubeId(`https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`)).toBe(ID);
    expect(youtubeId(`https://www.youtube.com/watch?feature=share&v=${ID}`)).toBe(ID);
    expect(youtubeId(`https://www.youtube.com/watch/?v=${ID}#comments`)).toBe(ID);
  });

  it('reads short links', () => {
    expect(youtubeId(`https://youtu.be/${ID}`)).toBe(ID);
    expect(youtubeId(`https://youtu.be/${ID}?si=abc&t=10`)).toBe(ID);
    expect(youtubeId(`https://www.youtube.com/shorts/${ID}`)).toBe(ID);
    expect(youtubeId(`https://youtube.com/shorts/${ID}/`)).toBe(ID);
  });

  it('reads embed links, including the no-cookie domain', () => {
    expect(youtubeId(`https://www.youtube.com/embed/${ID}`)).toBe(ID);
    expect(youtubeId(`https://www.youtube.com/embed/${ID}?autoplay=1`)).toBe(ID);
    expect(youtubeId(`https://www.youtube-nocookie.com/embed/${ID}`)).toBe(ID);
    expect(youtubeId(`https://youtube-nocookie.com/embed/${ID}`)).toBe(ID);
  });

  it('accepts links without a scheme, surrounding spaces and an upper-case host', () => {
    expect(youtubeId(`youtube.com/watch?v=${ID}`)).toBe(ID);
    expect(youtubeId(`  youtu.be/${ID}  `)).toBe(ID);
    expect(youtubeId(`https://WWW.YouTube.com/watch?v=${ID}`)).toBe(ID);
  });

  it('accepts ids with - and _', () => {
    expect(youtubeId('https://youtu.be/a-b_c-d_e-f')).toBe('a-b_c-d_e-f');
  });

  it('rejects ids that are not 11 characters of [A-Za-z0-9_-]', () => {
    expect(youtubeId('https://youtu.be/dQw4w9WgXc')).toBeNull();
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQQ')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXc!')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch')).toBeNull();
  });

  it('rejects other hosts, paths and schemes', () => {
    expect(youtubeId(`https://vimeo.com/${ID}`)).toBeNull();
    expect(youtubeId(`https://notyoutube.com/watch?v=${ID}`)).toBeNull();
    expect(youtubeId(`https://youtube.com.evil.example/watch?v=${ID}`)).toBeNull();
    expect(youtubeId(`https://www.youtube.com/${ID}`)).toBeNull();
    expect(youtubeId(`https://www.youtube.com/channel/${ID}`)).toBeNull();
    expect(youtubeId(`https://www.youtube.com/embed/${ID}/extra`)).toBeNull();
    expect(youtubeId(`https://youtube-nocookie.com/watch?v=${ID}`)).toBeNull();
    expect(youtubeId(`https://youtu.be/watch/${ID}`)).toBeNull();
    expect(youtubeId(`ftp://youtu.be/${ID}`)).toBeNull();
    expect(youtubeId(`javascript:alert(1)//youtu.be/${ID}`)).toBeNull();
  });

  it('rejects empty and malformed input', () => {
    expect(youtubeId('')).toBeNull();
    expect(youtubeId('   ')).toBeNull();
    expect(youtubeId(ID)).toBeNull();
    expect(youtubeId('https://')).toBeNull();
  });
});

describe('isYoutubeId', () => {
  it('checks the 11-character form', () => {
    expect(isYoutubeId(ID)).toBe(true);
    expect(isYoutubeId('short')).toBe(false);
    expect(isYoutubeId('dQw4w9WgXc ')).toBe(false);
  });
});

describe('youtubeEmbedUrl', () => {
  it('builds the embed address', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube.com/embed/${ID}`);
  });
});

describe('youtubeThumbnails', () => {
  it('lists maxresdefault, sddefault, hqdefault in fallback order', () => {
    expect(youtubeThumbnails(ID)).toEqual([
      `https://img.youtube.com/vi/${ID}/maxresdefault.jpg`,
      `https://img.youtube.com/vi/${ID}/sddefault.jpg`,
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
    ]);
  });
});
