// An entity as one row of screening_entities and back, the same on both engines: lists as JSON text.
import type { ScreeningEntity } from "./store-entity";
import type { ListInForce, StoredEntity } from "./store";
import type { ScreeningEntitiesTable, ScreeningVersionsTable } from "./store-tables";

export type EntityColumns = Omit<ScreeningEntitiesTable, "row" | "load">;

export function entityColumns(entity: ScreeningEntity): EntityColumns {
  return {
    id: entity.id,
    schema: entity.schema,
    caption: entity.caption,
    names: JSON.stringify(entity.names),
    birth_dates: JSON.stringify(entity.birthDates),
    countries: JSON.stringify(entity.countries),
    nationalities: JSON.stringify(entity.nationalities),
    identifiers: JSON.stringify(entity.identifiers),
    topics: JSON.stringify(entity.topics),
    datasets: JSON.stringify(entity.datasets),
    properties: JSON.stringify(entity.properties),
  };
}

/** The column names in the order entityColumns gives them, for INSERT and COPY statements. */
export const ENTITY_COLUMNS = [
  "id", "schema", "caption", "names", "birth_dates", "countries", "nationalities", "identifiers", "topics", "datasets",
  "properties",
] as const satisfies readonly (keyof EntityColumns)[];

export function storedEntity(row: EntityColumns & { list: string; list_version: string }): StoredEntity {
  return {
    id: row.id,
    schema: row.schema,
    caption: row.caption,
    names: JSON.parse(row.names),
    birthDates: JSON.parse(row.birth_dates),
    countries: JSON.parse(row.countries),
    nationalities: JSON.parse(row.nationalities),
    identifiers: JSON.parse(row.identifiers),
    topics: JSON.parse(row.topics),
    datasets: JSON.parse(row.datasets),
    properties: JSON.parse(row.properties),
    list: row.list,
    listVersion: row.list_version,
  };
}

export function listInForce(row: ScreeningVersionsTable): ListInForce {
  return {
    list: row.list,
    versionId: Number(row.id),
    version: row.version,
    date: row.date,
    file: row.file,
    kind: row.kind,
    entityCount: Number(row.entity_count),
    badLines: Number(row.bad_lines),
    loadedAt: row.loaded_at,
  };
}
