import '../miscellaneous.css';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { flattenMenus, menuLabel, menuPath, useVisibleMenus } from '../../../lib/menus';

/** /miscellaneous/search: the header's search box lands here; it finds the pages the user may open. */
export function SearchPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const menus = useVisibleMenus();
  const query = (search.get('q') ?? '').trim();

  const results = useMemo(() => {
    if (!query) return [];
    const needle = query.toLocaleLowerCase();
    return flattenMenus(menus)
      .map((node) => ({ node, label: menuLabel(t, node.displayName) }))
      .filter(
        ({ node, label }) =>
          label.toLocaleLowerCase().includes(needle) || node.displayName.toLocaleLowerCase().includes(needle),
      );
  }, [menus, query, t]);

  return (
    <section className="page search-page" aria-live="polite">
      {!query ? (
        <p>{t('misc.search.prompt')}</p>
      ) : (
        <>
          <h2>{t('misc.search.resultsFor', { query })}</h2>
          {results.length === 0 ? (
            <p>{t('misc.search.noResults')}</p>
          ) : (
            <ul className="search-results">
              {results.map(({ node, label }) => (
                <li key={node.id}>
                  {node.external ? (
                    <a href={node.navLink} target="_blank" rel="noopener noreferrer">
                      {label}
                    </a>
                  ) : (
                    <Link to={menuPath(node.navLink)}>
                      {node.icon && <i className={node.icon} aria-hidden="true" />} {label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
