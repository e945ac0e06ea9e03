import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREATE_POST_STORAGE_KEYS } from '@roi/contract/post-rules';
import type { NextStepData } from '@roi/contract/posts';
import { POST_NOW, type PublishChoice } from './publish-choice';
import { clearStoredWizard, readStoredWizard, storeEditorText, storeWizard } from './wizard-storage';
import { NEXT_STEP, SETUP } from './wizard-test-fixtures';
import { memoryStorage } from '../../test/memory-storage';

const setup = SETUP;
const nextStep: NextStepData = { ...NEXT_STEP, prompt_suggestion: [{ suggestion: 'Say hi' }] };
const schedule: PublishChoice = { mode: 'schedule', at: '2026-07-02T09:30' };

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the stored wizard', () => {
  it('survives a reload under the spec keys', () => {
    storeWizard({ stage: 2, setup, nextStep }, POST_NOW);
    expect(JSON.parse(sessionStorage.getItem(CREATE_POST_STORAGE_KEYS.createPostData) ?? 'null')).toEqual(setup);
    expect(readStoredWizard()).toEqual({
      stage: 2,
      createPostData: setup,
      nextStep,
      publishChoice: { postId: nextStep.post_id, choice: POST_NOW },
      editorText: null,
    });
  });

  it('keeps a schedule with the post it was chosen for, so that a reload does not drop it', () => {
    storeWizard({ stage: 3, setup, nextStep }, schedule);
    expect(readStoredWizard().publishChoice).toEqual({ postId: nextStep.post_id, choice: schedule });
  });

  it('keeps no publish choice without a post to publish', () => {
    storeWizard({ stage: 3, setup, nextStep }, schedule);
    storeWizard({ stage: 1, setup: { ...setup, campaign: 'Another post' }, nextStep: null }, schedule);
    expect(readStoredWizard().publishChoice).toBeNull();
  });

  it('keeps the setup only once every field is filled', () => {
    storeWizard({ stage: 1, setup, nextStep: null }, POST_NOW);
    storeWizard({ stage: 1, setup: { ...setup, audience: '' }, nextStep: null }, POST_NOW);
    expect(sessionStorage.getItem(CREATE_POST_STORAGE_KEYS.createPostData)).toBeNull();
    expect(sessionStorage.getItem(CREATE_POST_STORAGE_KEYS.nextStepData)).toBeNull();
  });

  it('ignores what is not of the right shape', () => {
    sessionStorage.setItem(CREATE_POST_STORAGE_KEYS.stage, '7');
    sessionStorage.setItem(CREATE_POST_STORAGE_KEYS.createPostData, '{"organization":"3"}');
    sessionStorage.setItem(CREATE_POST_STORAGE_KEYS.nextStepData, 'not json');
    sessionStorage.setItem('postCreatePublishChoice', '{"postId":41,"choice":{"mode":"later","at":""}}');
    sessionStorage.setItem('postCreateEditorText', '{"postId":41}');
    expect(readStoredWizard()).toEqual({ stage: null, createPostData: null, nextStep: null, publishChoice: null, editorText: null });
  });

  it('keeps the editor’s unsaved text with the post it was written for, until it is saved', () => {
    storeEditorText({ postId: 41, html: '<p>Not saved yet</p>' });
    expect(readStoredWizard().editorText).toEqual({ postId: 41, html: '<p>Not saved yet</p>' });
    storeEditorText(null);
    expect(readStoredWizard().editorText).toBeNull();
  });

  it('is forgotten whole', () => {
    storeWizard({ stage: 3, setup, nextStep }, schedule);
    storeEditorText({ postId: 41, html: '<p>Not saved yet</p>' });
    clearStoredWizard();
    expect(sessionStorage.length).toBe(0);
  });

  it('lets the wizard work on when the storage is full or not there', () => {
    const refusing = memoryStorage();
    refusing.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    vi.stubGlobal('sessionStorage', refusing);
    expect(() => storeEditorText({ postId: 41, html: '<p>Not saved yet</p>' })).not.toThrow();
    expect(() => storeWizard({ stage: 3, setup, nextStep }, schedule)).not.toThrow();
    vi.stubGlobal('sessionStorage', undefined);
    expect(() => storeEditorText(null)).not.toThrow();
    expect(() => clearStoredWizard()).not.toThrow();
    expect(readStoredWizard()).toEqual({ stage: null, createPostData: null, nextStep: null, publishChoice: null, editorText: null });
  });
});
