/**
 * The embedded backend's RSA key pair for the signing-key exchange (sign-in protocol): fixed,
 * like its other signing material (secrets.ts), since it only protects demo sessions of the
 * embedded backend. Generating one in the page took jsencrypt 4-12 s after every load
 * (site config, and with it the sign-in page's key exchange, waited for it). A real backend
 * has its own key. Made with `openssl genrsa -traditional 1024`.
 */
export const DEMO_RSA_PRIVATE_KEY = `-----BEGIN RSA PRIVATE KEY-----
MIICXQIBAAKBgQDFz2DveZZ74bnSujHf+i93AnVIvPGd1L8jK7l8Z9MtrpDzf4I2
o/cc44WkoIr0CPdyLYpgv/3N9APFbYTdeR8ntmYDE8JHwqAUL6TnCLKLn7aIvJAQ
rryRdyOzom7JGAEDJJlFd2qLVzLY0cf2klYG4M033csjbmKaAmKuBA9u2QIDAQAB
AoGAIHrZttinHfZFddV+5QEGlCsCKQxlO/432EWQsl217jVQtbrFHcW0iLjPM+Xs
iv+B6eySYSqFOTENAXjnLRp7Q9cA7EsJ0P1mVVwPomlSSHDCzS38IDJ77E3MXULm
PlHNozsergPVFB9MCzxCv3S19Y7sbh1me8PLj2aqgePQp8UCQQDv7cgCbvTKymEK
+SfgrlEA9WGpi9eUqcLdihz1F+W8UBBbZQxUco0CXh8F4Dte89ksct8vd5cd2lRl
YJBCR3kbAkEA0w9b7AtoTV/gJNBS6iWioJSesYsO6IpnBtNxiQZCig7kiq/g3W3x
hgw22ertAVgV2Kf4kzEk90QWE4fAx4yLGwJAc9NgmPwjpLpqerepbqf4ZvQOv6DI
4/XIItcH/7IXr/8exmBTwXjDZf82DsofH0ms7+5MnEepZjn+QCqLudNzPQJBAM/q
tII+5pw6k8OQWe4B70hDwGVkeOZJ2Z6W06TJvujkLO4Wvu1DroeAJtTcImiNjs/l
APJ3mlPgBeNte1LZN/sCQQDXR0TyXEDU/qIRztNjt+5AjXICMGevXTz11IdqurgA
nBsR+jt8itkwYKc9h6oyScMGwb+CU1RrLLXNR4avZVhX
-----END RSA PRIVATE KEY-----`;
