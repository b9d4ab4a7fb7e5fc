import { driveMatrix } from './drive';

driveMatrix('reports');
