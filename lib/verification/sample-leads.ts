/**
 * The four built-in sample leads of the lead validation test page (/lead-validation-test):
 * two realistic Texas agencies that must verify, and two deliberately fake submissions that must
 * not. The tests assert verifyLead(sample).isValid === sample.expectedValid.
 *
 * The names, domains and numbers are invented for this page; the page should not send real
 * e-mail or SMS to them.
 */
import type { LeadTypeValue } from "@/lib/constants";

export interface SampleLead {
  fullName: string;
  agencyName: string;
  email: string;
  phone: string;
  leadType: LeadTypeValue;
  description: string;
  expectedValid: boolean;
  address: string;
}

export const SAMPLE_LEADS: readonly SampleLead[] = [
  {
    fullName: "Maria Elena Garza",
    agencyName: "Garza Family Insurance Agency",
    email: "maria@garzafamilyinsurance.com",
    phone: "(210) 732-4418",
    leadType: "home",
    description: "Independent agent in San Antonio: business-domain e-mail, local 210 number, complete address.",
    expectedValid: true,
    address: "4518 Broadway St, San Antonio, TX 78209",
  },
  {
    fullName: "David Tran",
    agencyName: "Gulf Coast Coverage Partners",
    email: "david.tran@gulfcoastcoverage.com",
    phone: "713-468-2291",
    leadType: "auto",
    description: "Houston agency owner: matching business e-mail, 713 number, Houston street address.",
    expectedValid: true,
    address: "9801 Westheimer Rd, Suite 302, Houston, TX 77042",
  },
  {
    fullName: "Test User",
    agencyName: "Test Agency",
    email: "asdf@mailinator.com",
    phone: "(512) 555-0123",
    leadType: "all",
    description: "Obvious fake: test name, disposable mailinator address, fictional 555-01xx number, made-up street.",
    expectedValid: false,
    address: "123 Fake St, Austin, TX 78701",
  },
  {
    fullName: "asdf jkl",
    agencyName: "qwerty",
    email: "john.doe@example.com",
    phone: "1234567890",
    leadType: "life",
    description: "Keyboard mash: mashed name and agency, reserved example.com domain, sequential placeholder phone.",
    expectedValid: false,
    address: "n/a",
  },
];
