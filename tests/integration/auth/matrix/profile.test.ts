import { driveMatrix } from './drive';

driveMatrix('profile');
