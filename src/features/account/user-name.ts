import { displayName } from '../../domain/display-name';
import type { SessionUser } from '../../domain/model';
import { messages } from '../../messages';

const fallbacks = { user: messages.names.user, anonymousUser: messages.names.anonymousUser };

/** The signed-in user's name by the spec's rule, preferring the stored profile. */
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
    fallbacks,
  );
}
