import { driveMatrix } from './drive';

driveMatrix('cards');
