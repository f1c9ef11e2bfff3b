/** How the board is worked out, on the page (issue 39 point 4: "say so on the page, with the rule"); the rules live in domain/municipalities/board.ts. */
import { MIN_RESOLVED_TO_RANK, RECENT_RESOLVED, RESOLVE_WITHIN_DAYS } from '../../domain/municipalities/board';
import { t } from '../../messages/i18n';

export function BoardRules() {
  return (
    <section className="board-rules" aria-labelledby="board-rules-title">
      <h2 id="board-rules-title">{t('municipalities.rulesTitle')}</h2>
      <ul>
        <li>{t('municipalities.rules.median', { n: RECENT_RESOLVED })}</li>
        <li>{t('municipalities.rules.within', { days: RESOLVE_WITHIN_DAYS })}</li>
        <li>{t('municipalities.rules.oldest')}</li>
        <li>{t('municipalities.rules.ranked', { n: MIN_RESOLVED_TO_RANK })}</li>
        <li>{t('municipalities.rules.borders')}</li>
      </ul>
      {/* The line the boundary data's terms ask for, word for word, wherever anything made from it is shown (docs/boundaries.md §1). */}
      <p className="boundary-credit" lang="en">
        {t('municipalities.credit')}
      </p>
    </section>
  );
}
