import { ID_PATTERN } from '../../runtime/patterns.ts';
import type { PageContext } from '../common/pageContext.ts';
import { readVisitorIds } from '../common/visitorCookies.ts';

/** visitorCookie and the page fields: what every census call but RecordHit carries (engine spec §7). */
export interface VisitorAndPage {
  /** ss_cvr ('' before a visit is recorded) */
  visitorCookie: string;
  pageId?: string;
  pagePath: string;
  pageTitle: string;
  itemId?: string;
  collectionId?: string;
}

/** The page's, or the element's own item when it names one (data-item-id, data-collection-id). */
export function visitorAndPage(page: PageContext, element?: Element): VisitorAndPage {
  const own = (attr: string) => {
    const value = element?.closest(`[${attr}]`)?.getAttribute(attr);
    return value && ID_PATTERN.test(value) ? value : undefined;
  };
  return {
    visitorCookie: readVisitorIds().visitRecord,
    pageId: page.pageId,
    pagePath: page.pagePath,
    pageTitle: page.pageTitle,
    itemId: own('data-item-id') ?? page.itemId,
    collectionId: own('data-collection-id') ?? page.collectionId,
  };
}
