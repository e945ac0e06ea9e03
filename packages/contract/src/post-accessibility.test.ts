import { describe, expect, it } from 'vitest';
import { checkPostImages, checkPostText, imagesWithoutAltText, readingGrade, type TextFindingKind } from './post-accessibility.js';

const kinds = (text: string, maxReadingGrade?: number): TextFindingKind[] => checkPostText(text, { maxReadingGrade }).map((finding) => finding.kind);
const finding = (text: string, kind: TextFindingKind) => checkPostText(text).find((each) => each.kind === kind);

const CLEAN =
  'Our harbour open day is on 12 May. Meet the team, walk the new berths and see the sites ready for building. ' +
  'Sign up on our website, where the link is in the comments. We hope to see you there. #EconomicDevelopment #Harbour';

describe('accessibility checks of a post', () => {
  it('flags nothing in a plain, well-written post', () => {
    expect(checkPostText(CLEAN)).toEqual([]);
  });

  it('flags a multi-word hashtag written in lower case, and not one in CamelCase or a short one', () => {
    expect(finding('Join us. #economicdevelopment #EconomicDevelopment #jobs', 'hashtag-case')?.examples).toEqual(['#economicdevelopment']);
    expect(kinds('Join us. #EconomicDevelopment #jobs #harbour')).toEqual([]);
  });

  it('flags a run of words in capitals, and not an acronym on its own', () => {
    expect(finding('Do not miss it: BIG NEWS FOR HARBOUR businesses.', 'capitals')?.examples).toEqual(['BIG NEWS FOR HARBOUR']);
    expect(kinds('The EDO and the NHS met in the UK.')).toEqual([]);
  });

  it('flags emoji used as bullets', () => {
    const text = 'What is on:\n✅ Site tours\n✅ Talks from investors\n✅ Lunch on the quay';
    expect(finding(text, 'emoji-bullets')?.examples).toEqual(['✅']);
  });

  it('flags a long run of emoji, and not one or two', () => {
    expect(finding('We did it 🎉🎉🎉🎉🎉', 'emoji-run')?.examples).toEqual(['🎉🎉🎉🎉🎉']);
    expect(kinds('We did it 🎉🙌')).toEqual([]);
  });

  it('flags a link written out', () => {
    expect(finding('Register: https://example.org/events/harbour-open-day?ref=li.', 'bare-link')?.examples).toEqual([
      'https://example.org/events/harbour-open-day?ref=li',
    ]);
  });

  it('flags text above the organisation’s reading grade, and takes a grade the organisation sets', () => {
    const dense =
      'The comprehensive redevelopment initiative encompasses infrastructural modernisation, environmental remediation, ' +
      'multimodal transportation connectivity, and institutional collaboration, facilitating sustainable economic diversification ' +
      'throughout the metropolitan region while simultaneously strengthening organisational capabilities and investment attractiveness.';
    expect(readingGrade(dense)).toBeGreaterThan(10);
    expect(kinds(dense)).toEqual(['reading-level']);
    expect(kinds(dense, Math.ceil(readingGrade(dense)!))).toEqual([]);
    expect(readingGrade(CLEAN)).toBeLessThan(10);
  });

  it('does not grade a post too short to tell', () => {
    expect(readingGrade('Comprehensive multimodal infrastructural modernisation.')).toBeNull();
  });
});

describe('the alt text check of a post’s images', () => {
  it('flags each image without alt text, by its position, blank or spaces alike', () => {
    expect(imagesWithoutAltText(['A map of the site', '', '   '])).toEqual([2, 3]);
    expect(checkPostImages(['A map of the site', '', '   '])).toEqual([
      expect.objectContaining({ kind: 'image-alt-text', examples: ['image 2', 'image 3'] }),
    ]);
  });

  it('flags nothing when every image is described, or there is none', () => {
    expect(checkPostImages(['A map of the site', 'The quay at dusk'])).toEqual([]);
    expect(checkPostImages([])).toEqual([]);
  });
});
