export * from './associations';
export * from './courses';
export * from './dojos';
export * from './fees';
export * from './grades';
export * from './members';
export * from './roles';
export * from './profile';
