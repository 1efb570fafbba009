import type { Config } from '../../config';
import { openDatabase, type Database } from '../../db/client';

/** Connections to the operator's other databases, opened when first needed, few per database. */
export class RemoteDatabases {
  private readonly opened = new Map<string, Promise<Database>>();

  constructor(private readonly databases: Config['crossDb']) {}

  /** The configured database of that name, or null when there is none. */
  find(name: string) {
    return this.databases.find((database) => database.name === name) ?? null;
  }

  names(): string[] {
    return this.databases.map((database) => database.name);
  }

  get(name: string): Promise<Database> {
    const configured = this.find(name);
    if (!configured) throw new Error(`Base de datos no configurada: ${name}`);
    let database = this.opened.get(name);
    if (!database) {
      database = openDatabase({ url: configured.url, poolMax: 2 });
      this.opened.set(name, database);
    }
    return database;
  }

  async close(): Promise<void> {
    const all = [...this.opened.values()];
    this.opened.clear();
    await Promise.all(all.map(async (database) => (await database).close()));
  }
}
