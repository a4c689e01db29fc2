#include "atomicfile.h"

#include <QSaveFile>

namespace gamut {

// QSaveFile keeps the old file whole until the new one is complete on disk. Unbuffered, so that a short write
// (a full disk, a file size limit) shows in write()'s count: buffered, Qt 6.4's QSaveFile::commit() ignores a
// write that stops part-way and puts the truncated file in place (seen with strace: write() = 500, then EFBIG,
// then commit() renamed the 500 bytes over the old file).
bool writeFileAtomically(const QString &path, const std::string &text, QString &error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        error = file.errorString();
        return false;
    }
    const qint64 size = qint64(text.size());
    if (file.write(text.data(), size) != size) {
        error = file.error() != QFileDevice::NoError
                    ? file.errorString()
                    : QStringLiteral("the write stopped part-way (disk full or file too large?)");
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

} // namespace gamut
