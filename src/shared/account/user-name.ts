import { displayName } from '../../domain/display-name';
import type { PublicProfile, SessionUser } from '../../domain/model';
import { t } from '../../messages/i18n';
import { storedNameLabel } from '../../messages/problem-words';

/** The words for a name nobody gave, in the reader's language (asked at each use: the language can change). */
function fallbacks() {
  return { user: t('names.user'), anonymousUser: t('names.anonymousUser') };
}

/** Someone else's name, as their public profile gives it (the projection already applied the rule). */
export function publicProfileName(profile: Pick<PublicProfile, 'displayName' | 'isAnonymous'>): string {
  if (profile.displayName !== null) return storedNameLabel(profile.displayName);
  return profile.isAnonymous ? t('names.anonymousUser') : t('names.user');
}

/** The signed-in user's name by the display-name rule (docs/product-behaviour.md §3.5), preferring the stored profile. */
export function sessionUserName(user: SessionUser): string {
  const profile = user.profile;
  return displayName(
    {
      nickname: profile?.nickname ?? null,
      useNickname: profile?.useNickname ?? false,
      realName: profile?.realName ?? null,
      displayName: profile?.displayName ?? user.displayName,
      email: profile?.email ?? user.email,
      isAnonymous: profile?.isAnonymous ?? user.isAnonymous,
    },
    fallbacks(),
  );
}
