import type { LegalDocument } from "../types";

/** Terms of Service, a static legal page: age 18, 30 days' notice, 100 USD cap, dated September 15, 2025. */
export const terms: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "September 15, 2025",
  metaDescription:
    "The terms governing use of our Cayman Islands law firm's website: eligibility, third-party links, liability limits, governing law and dispute resolution.",
  keywords: [
    "terms of service",
    "website terms and conditions",
    "Cayman Islands law",
    "governing law",
    "limitation of liability",
    "Cayman Islands law firm",
  ],
  intro: [
    "Please read these Terms of Service carefully before using the website of {firmName}. They set out the rules for using our Service and form an agreement between You and the Company.",
    "Using this website does not create an attorney-client relationship, and nothing on it is legal advice. A client relationship begins only when we have agreed in writing to act for You under our Terms of Engagement.",
  ],
  sections: [
    {
      heading: "Interpretation and Definitions",
      paragraphs: [
        "Words with an initial capital letter have the meanings defined below. These definitions have the same meaning whether they appear in the singular or in the plural.",
        "For the purposes of these Terms of Service:",
      ],
      list: [
        'Company (referred to as "the Company", "We", "Us" or "Our" in these Terms) means {firmName}, {address}.',
        "Country refers to: Cayman Islands.",
        "Device means any device that can access the Service, such as a computer, a mobile phone or a digital tablet.",
        "Service refers to the Website.",
        'Terms (also referred to as "Terms of Service" or "Terms and Conditions") means these Terms of Service, which form the entire agreement between You and the Company regarding the use of the Service.',
        "Third-party Social Media Service means any services or content provided by a third party that may be displayed, included or made available by the Service.",
        "Website refers to the website of {firmName}, accessible through its published domain.",
        "You means the individual accessing or using the Service, or the company or other legal entity on behalf of which that individual is accessing or using the Service, as applicable.",
      ],
    },
    {
      heading: "Acknowledgment",
      paragraphs: [
        "These are the Terms governing the use of this Service and the agreement between You and the Company. Your access to and use of the Service is conditioned on Your acceptance of and compliance with these Terms, which apply to all visitors and users.",
        "By accessing or using the Service You agree to be bound by these Terms. If You disagree with any part of these Terms, You may not access the Service.",
        "You represent that You are over the age of 18. The Company does not permit those under 18 to use the Service.",
        "Your access to and use of the Service is also conditioned on Your acceptance of our Privacy Policy, which describes how We collect, use and disclose Your personal information.",
      ],
    },
    {
      heading: "No Attorney-Client Relationship or Legal Advice",
      paragraphs: [
        "The content of this Website is provided for general information only. It is not legal advice and should not be relied on as a substitute for advice on Your particular circumstances.",
        "Using this Website, reading its articles or sending Us a message through the contact form does not create an attorney-client relationship. Please do not send confidential information until We have confirmed in writing that We are able to act for You.",
      ],
    },
    {
      heading: "Links to Other Websites",
      paragraphs: [
        "Our Service may contain links to third-party websites or services that are not owned or controlled by the Company. The Company has no control over, and assumes no responsibility for, the content, privacy policies or practices of any third-party websites or services.",
        "You acknowledge and agree that the Company shall not be responsible or liable, directly or indirectly, for any damage or loss caused by or in connection with the use of or reliance on any content, goods or services available through any such websites. We strongly advise You to read the terms and privacy policies of any third-party websites You visit.",
      ],
    },
    {
      heading: "Termination",
      paragraphs: [
        "We may terminate or suspend Your access immediately, without prior notice or liability, for any reason whatsoever, including without limitation if You breach these Terms.",
        "Upon termination, Your right to use the Service will cease immediately.",
      ],
    },
    {
      heading: "Limitation of Liability",
      paragraphs: [
        "Notwithstanding any damages that You might incur, the entire liability of the Company under any provision of these Terms, and Your exclusive remedy for all of the foregoing, shall be limited to the amount actually paid by You through the Service or 100 USD if You haven't purchased anything through the Service.",
        "To the maximum extent permitted by applicable law, in no event shall the Company be liable for any special, incidental, indirect or consequential damages whatsoever, including loss of profits, loss of data, business interruption or personal injury, arising out of or in any way related to the use of or inability to use the Service, even if the Company has been advised of the possibility of such damages.",
        "Some jurisdictions do not allow the exclusion of implied warranties or the limitation of liability for incidental or consequential damages, so some of the above limitations may not apply to You. In those jurisdictions, each party's liability will be limited to the greatest extent permitted by law.",
        "This limitation concerns use of the Website only. Our liability to clients for legal services is governed by our Terms of Engagement.",
      ],
    },
    {
      heading: '"AS IS" and "AS AVAILABLE" Disclaimer',
      paragraphs: [
        'The Service is provided to You "AS IS" and "AS AVAILABLE" and with all faults and defects, without warranty of any kind. To the maximum extent permitted by applicable law, the Company expressly disclaims all warranties, whether express, implied, statutory or otherwise, including implied warranties of merchantability, fitness for a particular purpose, title and non-infringement.',
        "Without limitation, the Company makes no representation that the Service will meet Your requirements, operate without interruption, be error-free, or that the information on it is accurate, complete or current. The law changes frequently, and articles on the Website may not reflect the latest developments.",
        "Some jurisdictions do not allow the exclusion of certain types of warranties, so some or all of the above exclusions may not apply to You. In that case they shall be applied to the greatest extent enforceable under applicable law.",
      ],
    },
    {
      heading: "Governing Law",
      paragraphs: [
        "The laws of the Cayman Islands, excluding its conflicts of law rules, shall govern these Terms and Your use of the Service. Your use of the Service may also be subject to other local, national or international laws.",
      ],
    },
    {
      heading: "Disputes Resolution",
      paragraphs: [
        "If You have any concern or dispute about the Service, You agree to first try to resolve the dispute informally by contacting the Company. Most concerns can be settled quickly this way.",
        "If a dispute cannot be resolved informally, it shall be subject to the jurisdiction of the courts of the Cayman Islands.",
      ],
    },
    {
      heading: "For European Union (EU) Users",
      paragraphs: [
        "If You are a European Union consumer, You will benefit from any mandatory provisions of the law of the country in which You are resident. Nothing in these Terms affects Your rights as a consumer to rely on such mandatory provisions.",
      ],
    },
    {
      heading: "United States Legal Compliance",
      paragraphs: [
        'You represent and warrant that (i) You are not located in a country that is subject to a United States government embargo, or that has been designated by the United States government as a "terrorist supporting" country, and (ii) You are not listed on any United States government list of prohibited or restricted parties.',
      ],
    },
    {
      heading: "Severability and Waiver",
      paragraphs: [
        "The following provisions explain how these Terms operate if part of them cannot be enforced or is not insisted upon.",
      ],
      subsections: [
        {
          heading: "Severability",
          paragraphs: [
            "If any provision of these Terms is held to be unenforceable or invalid, that provision will be changed and interpreted to accomplish its objectives to the greatest extent possible under applicable law. The remaining provisions will continue in full force and effect.",
          ],
        },
        {
          heading: "Waiver",
          paragraphs: [
            "Except as provided herein, the failure to exercise a right or to require performance of an obligation under these Terms shall not affect a party's ability to exercise such right or require such performance at any time thereafter. The waiver of a breach shall not constitute a waiver of any subsequent breach.",
          ],
        },
      ],
    },
    {
      heading: "Translation Interpretation",
      paragraphs: [
        "These Terms may have been translated if We have made them available to You in another language. You agree that the original English text shall prevail in the case of a dispute.",
      ],
    },
    {
      heading: "Changes to These Terms and Conditions",
      paragraphs: [
        "We reserve the right, at Our sole discretion, to modify or replace these Terms at any time. If a revision is material, We will make reasonable efforts to provide at least 30 days' notice prior to any new terms taking effect. What constitutes a material change will be determined at Our sole discretion.",
        "By continuing to access or use Our Service after those revisions become effective, You agree to be bound by the revised terms. If You do not agree to the new terms, in whole or in part, please stop using the Website and the Service.",
      ],
    },
    {
      heading: "Contact Us",
      paragraphs: [
        "If You have any questions about these Terms of Service, You can contact Us:",
        "Through our website: {contactLink}",
        "By email: {email}. By phone: {phone}.",
      ],
    },
  ],
};
