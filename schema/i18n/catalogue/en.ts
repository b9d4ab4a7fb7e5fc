// The en tree: server messages (common, auth, ...) and the web client's screen texts (web.*),
// each screen area in its own file (web/<area>.en.json) under web.<area>.
import core from '../en.json';
import web from '../web.en.json';
import associations from '../web/associations.en.json';
import audit from '../web/audit.en.json';
import cards from '../web/cards.en.json';
import contact from '../web/contact.en.json';
import courses from '../web/courses.en.json';
import dojos from '../web/dojos.en.json';
import enrolment from '../web/enrolment.en.json';
import fees from '../web/fees.en.json';
import grades from '../web/grades.en.json';
import home from '../web/home.en.json';
import memberView from '../web/memberView.en.json';
import members from '../web/members.en.json';
import publicSite from '../web/public.en.json';
import reports from '../web/reports.en.json';
import reportTemplates from '../web/reportTemplates.en.json';
import validations from '../web/validations.en.json';

export default {
  ...core,
  web: {
    ...web,
    associations,
    audit,
    cards,
    contact,
    courses,
    dojos,
    enrolment,
    fees,
    grades,
    home,
    memberView,
    members,
    public: publicSite,
    reports,
    reportTemplates,
    validations,
  },
};
