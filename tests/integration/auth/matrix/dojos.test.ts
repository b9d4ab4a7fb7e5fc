import { driveMatrix } from './drive';

driveMatrix('dojos');
