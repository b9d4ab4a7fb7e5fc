// MikroORM keeps entity metadata on globalThis. Jest gives every test file a new realm but the
// same process-wide object, so metadata built in one realm (with its Map class) leaks into the
// next and fails there with "Map.prototype.set called on incompatible receiver". Start clean.
delete (globalThis as Record<string, unknown>)['mikro-orm-metadata'];
