import type { Migration } from '../migrate.js';

/**
 * Category ids are UUID strings, as the platform's are. Each existing category gets a new id and its
 * applications follow it; names and memberships are kept.
 */
export const categoryUuidsMigration: Migration = {
  id: '0006-category-uuids',
  sql: `alter table app_categories add column uid text not null default gen_random_uuid()::text;
alter table apps add column category_uid text;
update apps set category_uid = c.uid from app_categories c where c.id = apps.category_id;
alter table apps drop column category_id;
alter table app_categories drop column id;
alter table app_categories rename column uid to id;
alter table app_categories add primary key (id);
alter table apps rename column category_uid to category_id;
alter table apps add constraint apps_category_id_fkey foreign key (category_id) references app_categories(id) on delete set null;`,
};
