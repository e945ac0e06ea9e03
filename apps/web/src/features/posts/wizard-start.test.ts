import { describe, expect, it } from 'vitest';
import type { StoredWizard } from './wizard-state';
import { wizardStartOf } from './wizard-start';
import { NEXT_STEP, SETUP } from './wizard-test-fixtures';

const atEditor: StoredWizard = {
  stage: 3,
  createPostData: SETUP,
  nextStep: NEXT_STEP,
  publishChoice: null,
  editorText: null,
};
const nothing: StoredWizard = { stage: null, createPostData: null, nextStep: null, publishChoice: null, editorText: null };

describe('wizardStartOf', () => {
  it('opens the post the address names, whatever the tab kept', () => {
    expect(wizardStartOf('12', atEditor)).toEqual({ kind: 'post', postId: 12, stage: null });
  });

  it('refuses an address that names no post', () => {
    expect(wizardStartOf('abc', nothing)).toEqual({ kind: 'invalid' });
    expect(wizardStartOf('0', nothing)).toEqual({ kind: 'invalid' });
    expect(wizardStartOf('1.5', nothing)).toEqual({ kind: 'invalid' });
  });

  it('loads back the post of a wizard left at the assistant or the editor, whose chat the tab does not keep', () => {
    expect(wizardStartOf(null, atEditor)).toEqual({ kind: 'post', postId: 41, stage: 3 });
    expect(wizardStartOf(null, { ...atEditor, stage: 2 })).toEqual({ kind: 'post', postId: 41, stage: 2 });
  });

  it('carries on any other stored wizard as it was', () => {
    expect(wizardStartOf(null, { ...atEditor, stage: 1 })).toEqual({ kind: 'stored' });
    expect(wizardStartOf(null, { ...atEditor, stage: 2, nextStep: null })).toEqual({ kind: 'stored' });
    expect(wizardStartOf(null, nothing)).toEqual({ kind: 'stored' });
  });
});
