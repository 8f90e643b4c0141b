import { MESSAGES, VIEW_TYPES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { POSE_ISSUES } from './issues.ts';
import { voicePromptForIssue, voicePromptForView } from './voice-prompts.ts';

describe('spoken prompts of the pose rules', () => {
  it.each(['en', 'es'] as const)('say exactly the %s text shown for every view', (language) => {
    const { pose, scan } = MESSAGES[language];
    for (const view of VIEW_TYPES) {
      expect(scan.prompts[voicePromptForView(view)], view).toBe(pose.views[view]);
    }
  });

  it.each(['en', 'es'] as const)('say exactly the %s text shown for every issue', (language) => {
    const { pose, scan } = MESSAGES[language];
    for (const issue of POSE_ISSUES) {
      expect(scan.prompts[voicePromptForIssue(issue)], issue).toBe(pose.issues[issue]);
    }
  });

  it('has a hint text for every issue and nothing else', () => {
    expect(Object.keys(MESSAGES.en.pose.issues).sort()).toEqual([...POSE_ISSUES].sort());
  });
});
