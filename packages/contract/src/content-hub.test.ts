import { describe, expect, it } from 'vitest';
import { contentPieceSaveRequestSchema, fillTemplate, hashtagsOf, unknownTemplateFields } from './content-hub.js';
import { MESSAGES } from './messages.js';

describe('templates', () => {
  it('fill each setup field, leave an empty one empty and text in other braces alone', () => {
    expect(fillTemplate('Join {organisation} for {campaign} in {region}. {audience}!', { organisation: 'Riverbend', campaign: 'Site Tour', region: 'Southeast' })).toBe(
      'Join Riverbend for Site Tour in Southeast. !',
    );
    expect(fillTemplate('Keep {city} and { campaign }', { campaign: 'x' })).toBe('Keep {city} and { campaign }');
  });

  it('name the fields that are not setup fields, once each', () => {
    expect(unknownTemplateFields('{goal} {city} {city} {organization}')).toEqual(['city', 'organization']);
    expect(unknownTemplateFields('No fields at all')).toEqual([]);
  });
});

describe('hashtag groups', () => {
  it('are hashtags separated by spaces, in any language', () => {
    expect(hashtagsOf(' #EconDev  #Région_2026 ')).toEqual(['#EconDev', '#Région_2026']);
    expect(hashtagsOf('#EconDev invest')).toBeNull();
    expect(hashtagsOf('#Econ-Dev')).toBeNull();
    expect(hashtagsOf('#')).toBeNull();
  });
});

describe('saving a piece', () => {
  const base = { organization_id: 3, name: 'One' };
  it('checks a template’s fields and a hashtag group’s words; a snippet may hold anything', () => {
    const template = contentPieceSaveRequestSchema.safeParse({ ...base, kind: 'template', body: 'Hi {city}' });
    expect(template.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.templateFieldUnknown]);
    const hashtags = contentPieceSaveRequestSchema.safeParse({ ...base, kind: 'hashtags', body: 'invest' });
    expect(hashtags.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.hashtagGroupInvalid]);
    expect(contentPieceSaveRequestSchema.safeParse({ ...base, kind: 'snippet', body: 'Hi {city} invest' }).success).toBe(true);
  });
});
